"""BNNeck head: global average pooled backbone feature for the triplet loss, a BatchNorm without shift (`center=False`) before the bias-free identity classifier, both returned."""
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
        feat = F.flatten(self.pool(feature_map))
        logits = self.classifier(self.bottleneck(feat))
        return feat, logits


Net = BNNeck
