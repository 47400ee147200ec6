# A stand-in for the official `postgres:15-bookworm` image in the container test, which reaches no image
# registry: Debian bookworm's PostgreSQL 15 on the same base as the shop's images, set up from the
# official image's settings (POSTGRES_DB, POSTGRES_USER, POSTGRES_PASSWORD) by postgres-entrypoint.sh.
ARG NODE_IMAGE=node:24-bookworm-slim
FROM ${NODE_IMAGE}
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-15 && rm -rf /var/lib/apt/lists/*
RUN mkdir -p /var/lib/postgresql/data /var/run/postgresql \
  && chown -R postgres:postgres /var/lib/postgresql /var/run/postgresql
COPY scripts/containers/postgres-entrypoint.sh /usr/local/bin/postgres-entrypoint.sh
ENV PATH=/usr/lib/postgresql/15/bin:$PATH PGDATA=/var/lib/postgresql/data
VOLUME /var/lib/postgresql/data
USER postgres
EXPOSE 5432
CMD ["/usr/local/bin/postgres-entrypoint.sh"]
