"""Per-box class confidence: a flattened `(b, n, 5 + nc)` prediction whose objectness `p[:, :, 4:5]` (`(b, n, 1)`) multiplies the class softmax `(b, n, nc)` with a plain `*`, then the best class score and id per box."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, classes=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.nc = classes
        with self.name_scope():
            self.head = nn.Conv2D(2 * (5 + classes), 1, in_channels=3)

    def hybrid_forward(self, F, x):
        p = self.head(x).transpose((0, 2, 3, 1)).reshape((x.shape[0], -1, 5 + self.nc))
        obj = F.sigmoid(p[:, :, 4:5])
        cls = F.softmax(p[:, :, 5:], axis=-1)
        scores = obj * cls
        return F.max(scores, axis=-1), F.argmax(scores, axis=-1)
