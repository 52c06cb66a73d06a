"""SSD head: anchors from MultiBoxPrior on the feature map, class predictions flattened with reshape codes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class Net(HybridBlock):
    def __init__(self, sizes=(0.2, 0.4), ratios=(1, 2), classes=3, **kwargs):
        super().__init__(**kwargs)
        self._sizes = sizes
        self._ratios = ratios
        self._classes = classes
        num_anchors = len(sizes) + len(ratios) - 1
        with self.name_scope():
            self.body = nn.Conv2D(4, 3, strides=2, padding=1, in_channels=3)
            self.cls = nn.Conv2D(num_anchors * (classes + 1), 3, padding=1, in_channels=4)

    def hybrid_forward(self, F, x):
        feat = self.body(x)
        anchors = F.contrib.MultiBoxPrior(feat, sizes=self._sizes, ratios=self._ratios)
        cls = F.reshape(F.transpose(self.cls(feat), axes=(0, 2, 3, 1)), shape=(0, -1, self._classes + 1))
        return F.reshape(anchors, shape=(1, -1, 4)), F.softmax(cls, axis=-1)
