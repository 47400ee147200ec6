"""What the released Shopinvader modules of one Odoo version route and answer, read from their own code.

Usage: python extract.py ADDONS_DIR MODULES_JSON VERSION OUTPUT_JSON

ADDONS_DIR holds the unpacked wheels (its `odoo/addons/<module>` folders). The harness imports each
released module's package, as Odoo would, builds the extendable registry of all of them (so that the
`extends=True` schema extensions of every module are merged, as Odoo's `extendable` addon does when
its registry loads), mounts every router on one FastAPI app and writes the routes and answer schemas
of `app.openapi()`, plus the JSON Schemas of the search-index documents the exporters write.

What is stubbed, and why: Odoo itself is not installed (it is not on PyPI, and a database would be
needed to start it). The modules only use it at request time, inside functions, or as base classes of
Odoo models; neither changes a route or a schema. So:
- `odoo` and its submodules (`odoo.api`, `odoo.fields`, `odoo.models`, `odoo.tools`, `odoo.http`,
  `odoo.exceptions`, ...) are permissive stubs: any attribute is a class (so that models can inherit
  from it), any call of such a class with a single function returns the function (so that decorators
  such as `api.model` keep what they decorate);
- the addons that are not in the pinned list (Odoo's own, e.g. `base`, `sale`, `account`, and OCA
  addons that only bring models, e.g. `delivery_dropoff_site`) are permissive stubs as well;
- the `models`, `wizards`, `hooks` and `tests` of every addon are stubbed: they hold Odoo models,
  install hooks and tests, never a route or a schema; so is the `fastapi` addons' bridge to Odoo's
  HTTP server (`fastapi_dispatcher`, `error_handlers`, `middleware`, `pools`);
- the framework addons (`fastapi`, `extendable_fastapi`, ...) are imported only for what the modules
  import from them (their dependencies and schemas), not for their own demo routers.

Values the schemas do not declare: a sale line's `type` is declared `str`; its values come from the
modules' `_get_sale_line_type`, called on probe lines (see `sale_line_types`), and are written as the
`enum` of that property. Everything else is the declared schema: the modules build their answers with
`model_construct`, which skips validation, so a real answer may carry values outside it (Odoo's `False`
for an empty reference); the tests add those variants themselves.
Everything else (schemas, routers, the `fastapi`/`extendable_fastapi` addons' dependencies and schemas)
is the modules' own code.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import importlib.abc
import importlib.machinery
import json
import pkgutil
import sys
import types
from pathlib import Path
from typing import Any

STUBBED_ADDON_FOLDERS = {
    "models",
    "wizards",
    "tests",
    "migrations",
    "demo",
    "hooks",
    # the `fastapi` addons' bridge to Odoo's HTTP server
    "fastapi_dispatcher",
    "error_handlers",
    "middleware",
    "pools",
}

# Attributes of a stub module that are modules in Odoo (`from odoo import api, fields, models`); any
# other attribute is a stub class.
ODOO_SUBMODULES = {"api", "exceptions", "fields", "float_utils", "http", "misc", "models", "modules", "osv", "tools"}

# The cart routers' routes are relative ("/current/sync"): the cart module asks that all of them be
# mounted under one prefix; the shop calls them under `carts/` (docs/deploying.md).
CART_PREFIX = "/carts"


class _StubMeta(type):
    """Metaclass of the stub classes: any class attribute is another stub class."""

    def __getattr__(cls, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        return _stub_class(name)

    def __call__(cls, *args: Any, **kwargs: Any) -> Any:
        if len(args) == 1 and not kwargs and callable(args[0]):
            return args[0]
        return super().__call__()

    def __getitem__(cls, item: Any) -> Any:
        return cls


class _Stub(metaclass=_StubMeta):
    # Used as a FastAPI dependency (e.g. a stubbed authentication), a stub takes no parameter: it must
    # not add query parameters to a route.
    __signature__ = inspect.Signature()

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        return _stub_class(name)()

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        if len(args) == 1 and not kwargs and callable(args[0]):
            return args[0]
        return _Stub()


def _stub_class(name: str) -> type:
    return _StubMeta(name, (_Stub,), {})


class _StubModule(types.ModuleType):
    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        if name in ODOO_SUBMODULES:
            return importlib.import_module(f"{self.__name__}.{name}")
        value = _stub_class(name)
        setattr(self, name, value)
        return value


class _StubLoader(importlib.abc.Loader):
    def create_module(self, spec: importlib.machinery.ModuleSpec) -> types.ModuleType:
        module = _StubModule(spec.name)
        module.__path__ = []
        return module

    def exec_module(self, module: types.ModuleType) -> None:
        pass


class _OdooFinder(importlib.abc.MetaPathFinder):
    """Stubs Odoo, the addons that are not released modules of the list, and their model folders."""

    def __init__(self, real_addons: set[str]) -> None:
        self.real_addons = real_addons

    def _stubbed(self, fullname: str) -> bool:
        parts = fullname.split(".")
        if parts[0] != "odoo" or fullname == "odoo.addons":
            return False
        if len(parts) == 1 or parts[1] != "addons":
            return True
        return parts[2] not in self.real_addons or (len(parts) > 3 and parts[3] in STUBBED_ADDON_FOLDERS)

    def find_spec(self, fullname: str, path: Any, target: Any = None) -> Any:
        if self._stubbed(fullname):
            return importlib.machinery.ModuleSpec(fullname, _StubLoader(), is_package=True)
        return None


def install_stubs(addons_dir: Path, real_addons: set[str]) -> None:
    sys.meta_path.insert(0, _OdooFinder(real_addons))
    addons = types.ModuleType("odoo.addons")
    addons.__path__ = [str(addons_dir / "odoo" / "addons")]
    odoo = importlib.import_module("odoo")
    odoo.addons = addons
    sys.modules["odoo.addons"] = addons


def manifest_depends(addon_dir: Path) -> list[str]:
    manifest = ast.literal_eval((addon_dir / "__manifest__.py").read_text())
    return list(manifest.get("depends", []))


def dependency_order(addons_dir: Path, names: list[str]) -> list[str]:
    """The addons in an order where each comes after the addons it depends on (as Odoo loads them)."""
    present = set(names)
    ordered: list[str] = []

    def visit(name: str, seen: tuple[str, ...]) -> None:
        if name in ordered or name in seen:
            return
        for dep in manifest_depends(addons_dir / "odoo" / "addons" / name):
            if dep in present:
                visit(dep, (*seen, name))
        ordered.append(name)

    for name in sorted(names):
        visit(name, ())
    return ordered


def import_addon(name: str, role: str) -> types.ModuleType:
    package = importlib.import_module(f"odoo.addons.{name}")
    # The framework addons (e.g. `fastapi`) have demo routers of their own: only what the modules
    # import from them is loaded.
    for sub in () if role == "framework" else ("schemas", "routers"):
        try:
            module = importlib.import_module(f"odoo.addons.{name}.{sub}")
        except ModuleNotFoundError as error:
            if error.name != f"odoo.addons.{name}.{sub}":
                raise
            continue
        if hasattr(module, "__path__"):
            for info in pkgutil.walk_packages(module.__path__, f"{module.__name__}."):
                importlib.import_module(info.name)
    return package


def build_registry(order: list[str], excluded: set[str]) -> Any:
    from extendable.registry import ExtendableClassesRegistry

    registry = ExtendableClassesRegistry()
    registry.init_registry([f"odoo.addons.{name}.*" for name in order if name not in excluded])
    return registry


def routers_of(order: list[str]) -> list[Any]:
    from fastapi import APIRouter

    found: dict[int, Any] = {}
    for name in order:
        prefix = f"odoo.addons.{name}.routers"
        for module_name, module in list(sys.modules.items()):
            if module is None or not (module_name == prefix or module_name.startswith(prefix + ".")):
                continue
            for value in vars(module).values():
                if isinstance(value, APIRouter):
                    found.setdefault(id(value), value)
    return list(found.values())


def module_of(endpoint: Any) -> str:
    parts = endpoint.__module__.split(".")
    return parts[2] if parts[:2] == ["odoo", "addons"] else endpoint.__module__


def build_app(order: list[str], registry: Any) -> Any:
    from extendable import context
    from fastapi import FastAPI

    app = FastAPI(title="Shopinvader (released modules)")
    token = context.extendable_registry.set(registry)
    try:
        for router in routers_of(order):
            prefix = CART_PREFIX if "carts" in (router.tags or []) else ""
            app.include_router(router, prefix=prefix)
        # The schema is generated into the registry's context, as the Odoo endpoint does on first call.
        openapi = app.openapi()
    finally:
        context.extendable_registry.reset(token)
    return app, openapi


def routes_of(app: Any, openapi: dict[str, Any]) -> list[dict[str, Any]]:
    from fastapi.routing import APIRoute

    modules: dict[tuple[str, str], str] = {}
    for route in app.routes:
        if isinstance(route, APIRoute):
            for method in route.methods:
                modules[(method.upper(), route.path)] = module_of(route.endpoint)
    routes = []
    for path, operations in sorted(openapi["paths"].items()):
        for method, operation in sorted(operations.items()):
            body = operation.get("requestBody")
            request_body = None
            if body:
                content_type, media = next(iter(body["content"].items()))
                request_body = {
                    "contentType": content_type,
                    "required": bool(body.get("required")),
                    "schema": media.get("schema"),
                }
            parameters = operation.get("parameters", [])
            responses = {}
            for code, response in operation.get("responses", {}).items():
                if code == "422":
                    continue  # FastAPI's own validation error, the same on every route
                content = response.get("content") or {}
                media = content.get("application/json")
                responses[code] = {
                    "contentType": next(iter(content), None),
                    "schema": media.get("schema") if media else None,
                }
            success = [code for code in responses if code.startswith("2")]
            routes.append(
                {
                    "method": method.upper(),
                    "path": path,
                    "module": modules.get((method.upper(), path)),
                    "statusCode": int(success[0]) if success else None,
                    "deprecated": bool(operation.get("deprecated")),
                    "requestBody": request_body,
                    "query": [
                        {"name": p["name"], "required": bool(p.get("required")), "schema": p.get("schema")}
                        for p in parameters
                        if p.get("in") == "query"
                    ],
                    "pathParameters": [p["name"] for p in parameters if p.get("in") == "path"],
                    "responses": responses,
                }
            )
    return routes


def document_schema(cls: Any, registry: Any) -> dict[str, Any]:
    """The JSON Schema of what an exporter writes: `model_dump()` of the final class."""
    from extendable import context

    token = context.extendable_registry.set(registry)
    try:
        return registry[cls.__xreg_name__].model_json_schema(mode="serialization")
    finally:
        context.extendable_registry.reset(token)


class _ProbeLine:
    """A sale order line whose every field reads as the value this probe was given (False by default)."""

    def __init__(self, values: dict[str, Any]) -> None:
        self._values = values
        self.read: set[str] = set()

    def __getattr__(self, name: str) -> Any:
        self.read.add(name)
        return self._values.get(name, False)


def sale_line_types(registry: Any) -> list[str]:
    """Every `type` a sale line can have: the declared schema says only `str`, the values come from
    `_get_sale_line_type` of the final class (each module adds its own). It is called on probe lines
    giving each field it reads every value its implementations compare with."""
    sale_line = importlib.import_module("odoo.addons.shopinvader_schema_sale.schemas").SaleLine
    final = registry[sale_line.__xreg_name__]
    candidates: list[Any] = [False, True]
    for klass in final.__mro__:
        method = vars(klass).get("_get_sale_line_type")
        if method is not None:
            consts = method.__func__.__code__.co_consts
            candidates += [c for c in consts if isinstance(c, str) and c not in candidates]
    fields: set[str] = set()
    types_found: set[str] = set()
    pending: list[dict[str, Any]] = [{}]
    tried: list[dict[str, Any]] = []
    while pending:
        values = pending.pop()
        tried.append(values)
        line = _ProbeLine(values)
        types_found.add(final._get_sale_line_type(line))
        fields |= line.read
        for name in sorted(fields):
            for value in candidates:
                variant = {**values, name: value}
                if variant not in tried and variant not in pending and len(variant) <= 2:
                    pending.append(variant)
    return sorted(types_found)


def with_line_types(components: dict[str, Any], line_types: list[str]) -> dict[str, Any]:
    """The sale line schemas with `type` narrowed to the values the modules produce."""
    for name in ("SaleLine", "SaleLineWithSale"):
        prop = components.get(name, {}).get("properties", {}).get("type")
        if prop is not None:
            prop["enum"] = line_types
    return components


def main() -> None:
    addons_dir, modules_json, version, output = Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3], Path(sys.argv[4])
    pinned = json.loads(modules_json.read_text())["versions"][version]
    released = {name: spec["version"] for name, spec in pinned["modules"].items() if spec["version"]}
    roles = {name: spec.get("role", "api") for name, spec in pinned["modules"].items()}
    install_stubs(addons_dir, set(released))
    import extendable_pydantic  # noqa: F401  (registers the registry listener and FastAPI's patch)

    order = dependency_order(addons_dir, sorted(released))
    for name in order:
        import_addon(name, roles[name])

    price_exporters = {name for name in released if roles[name] == "price-exporter"}
    api_registry = build_registry(order, price_exporters)
    app, openapi = build_app([name for name in order if roles[name] != "framework"], api_registry)

    line_types = sale_line_types(api_registry)
    product = importlib.import_module("odoo.addons.shopinvader_product.schemas")
    documents: dict[str, Any] = {"product": {}, "category": None}
    for exporter in sorted(price_exporters):
        registry = build_registry(order, price_exporters - {exporter})
        documents["product"][exporter] = document_schema(product.ProductProduct, registry)
        documents["category"] = document_schema(product.ProductCategory, registry)

    result = {
        "odooVersion": version,
        "modules": [
            {
                "name": name,
                "version": spec["version"],
                "role": roles[name],
                "released": bool(spec["version"]),
            }
            for name, spec in sorted(pinned["modules"].items())
        ],
        "missing": sorted(name for name, spec in pinned["modules"].items() if not spec["version"]),
        "cartPrefix": CART_PREFIX,
        "routes": routes_of(app, openapi),
        "saleLineTypes": line_types,
        "components": with_line_types(openapi.get("components", {}).get("schemas", {}), line_types),
        "documents": documents,
    }
    output.write_text(json.dumps(result, indent=1, sort_keys=True) + "\n")


if __name__ == "__main__":
    main()
