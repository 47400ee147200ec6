package shop.opensearch;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.opensearch.analysis.common.CommonAnalysisPlugin;
import org.opensearch.common.settings.Settings;
import org.opensearch.node.InternalSettingsPreparer;
import org.opensearch.node.Node;
import org.opensearch.plugins.Plugin;
import org.opensearch.transport.Netty4Plugin;

/**
 * A node whose modules are classes on the classpath rather than folders of a distribution: Maven
 * Central publishes the server and its modules as jars, but no runnable tarball. Node's protected
 * constructor takes such plugin classes; OpenSearch's own test nodes use the same door.
 */
final class LocalNode extends Node {
    /** HTTP (netty4) and the analysis chain's filters: elision, ASCII folding, stemmers, n-grams. */
    static final List<Class<? extends Plugin>> MODULES = List.of(Netty4Plugin.class, CommonAnalysisPlugin.class);

    LocalNode(Settings settings) {
        super(
            InternalSettingsPreparer.prepareEnvironment(settings, Map.of(), null, () -> settings.get("node.name")),
            MODULES,
            true
        );
    }

    /**
     * One node on the loopback interface, its files under {@code home}: no cluster to join, nothing
     * reachable from other machines, and no disk watermark, so that a nearly full disk on a developer's
     * machine does not turn the indices read-only.
     */
    static Settings settings(Path home, Path data, int httpPort, Settings extra) {
        return Settings.builder()
            .put("cluster.name", "shop-opensearch")
            .put("node.name", "shop-node")
            .put("path.home", home.toString())
            .put("path.data", data.toString())
            .put("path.logs", home.resolve("logs").toString())
            .put("discovery.type", "single-node")
            .put("network.host", "127.0.0.1")
            .put("http.port", httpPort)
            .put("http.type", Netty4Plugin.NETTY_HTTP_TRANSPORT_NAME)
            .put("transport.type", Netty4Plugin.NETTY_TRANSPORT_NAME)
            .put("cluster.routing.allocation.disk.threshold_enabled", false)
            .put("action.auto_create_index", false)
            .put("logger.level", "WARN")
            // Its one warning at start says that a setting nobody uses here is off.
            .put("logger.org.opensearch.gateway.DanglingIndicesState", "ERROR")
            .put(extra)
            .build();
    }
}
