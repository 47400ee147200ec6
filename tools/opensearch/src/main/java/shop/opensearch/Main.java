package shop.opensearch;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.opensearch.Version;
import org.opensearch.common.logging.LogConfigurator;
import org.opensearch.common.settings.Settings;
import org.opensearch.http.HttpServerTransport;
import org.opensearch.node.Node;

/**
 * Starts one OpenSearch node and runs until SIGTERM or SIGINT, which close it.
 *
 * <pre>java -Xms512m -Xmx512m -cp 'target/classes:target/dependency/*' shop.opensearch.Main \
 *     --home DIR [--data DIR] [--port 9200] [--exit-with-parent] [-Esetting=value ...]</pre>
 *
 * Prints {@code opensearch VERSION ready http://127.0.0.1:PORT} once HTTP is bound (port 0 picks a
 * free one). {@code --exit-with-parent} stops the node when the process that started it is gone, even
 * killed without a chance to stop it.
 */
public final class Main {
    private static final String USAGE =
        "usage: Main --home DIR [--data DIR] [--port N] [--exit-with-parent] [-Ekey=value ...]";

    public static void main(String[] args) throws Exception {
        Path home = null;
        Path data = null;
        int port = 9200;
        boolean exitWithParent = false;
        Settings.Builder extra = Settings.builder();
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (arg.startsWith("-E") && arg.contains("=")) {
                extra.put(arg.substring(2, arg.indexOf('=')), arg.substring(arg.indexOf('=') + 1));
            } else if (i + 1 < args.length && arg.equals("--home")) {
                home = Path.of(args[++i]).toAbsolutePath();
            } else if (i + 1 < args.length && arg.equals("--data")) {
                data = Path.of(args[++i]).toAbsolutePath();
            } else if (i + 1 < args.length && arg.equals("--port")) {
                port = Integer.parseInt(args[++i]);
            } else if (arg.equals("--exit-with-parent")) {
                exitWithParent = true;
            } else {
                System.err.println(USAGE + "; unknown: " + arg);
                System.exit(2);
            }
        }
        if (home == null) {
            System.err.println(USAGE);
            System.exit(2);
        }
        Files.createDirectories(home.resolve("config"));
        Settings settings = LocalNode.settings(home, data == null ? home.resolve("data") : data, port, extra.build());
        // No log4j2.properties: the node logs to the console at logger.level.
        LogConfigurator.configureWithoutConfig(settings);

        Node node = new LocalNode(settings);
        CountDownLatch closed = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            try {
                node.close();
                node.awaitClose(20, TimeUnit.SECONDS);
            } catch (Exception e) {
                System.err.println("opensearch: closing the node failed: " + e);
            } finally {
                closed.countDown();
            }
        }, "shop-opensearch-shutdown"));
        if (exitWithParent) {
            ProcessHandle.current().parent().ifPresent(parent -> parent.onExit().thenRun(() -> System.exit(0)));
        }
        try {
            node.start();
        } catch (Exception e) {
            // One line instead of a stack trace: usually the port is taken.
            System.err.println("opensearch could not start: " + e);
            System.exit(1);
        }
        int bound = node.injector().getInstance(HttpServerTransport.class).boundAddress().publishAddress().getPort();
        System.out.println("opensearch " + Version.CURRENT + " ready http://127.0.0.1:" + bound);
        System.out.flush();
        closed.await();
    }
}
