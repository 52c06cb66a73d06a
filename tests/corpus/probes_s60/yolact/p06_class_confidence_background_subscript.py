"""YOLACT detection head dropping the background column with the reference's subscript `conf[:, :, 1:]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 6)]


class SubscriptConfidenceHead(HybridBlock):
    def __init__(self, channels=8, num_classes=3, num_anchors=3, **kwargs):
        super().__init__(**kwargs)
        self.num_classes = num_classes + 1
        with self.name_scope():
            self.conf_layer = nn.Conv2D(num_anchors * self.num_classes, 3, padding=1, in_channels=channels)

    def hybrid_forward(self, F, x):
        conf = self.conf_layer(x).transpose((0, 2, 3, 1)).reshape((0, -1, self.num_classes))
        scores = F.softmax(conf, axis=-1)[:, :, 1:]
        return F.max(scores, axis=-1)


Net = SubscriptConfidenceHead
