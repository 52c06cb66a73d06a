"""BNNeck whose pooled feature is flattened by `reshape((feature_map.shape[0], -1))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 4, 4)]


class BNNeck(HybridBlock):
    def __init__(self, num_ids=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.pool = nn.GlobalAvgPool2D()
            self.bottleneck = nn.BatchNorm(center=False)
            self.classifier = nn.Dense(num_ids, use_bias=False)

    def hybrid_forward(self, F, feature_map):
        feat = self.pool(feature_map).reshape((feature_map.shape[0], -1))
        return feat, self.classifier(self.bottleneck(feat))


Net = BNNeck
