"""SSD class scores without the background: `F.softmax(conf, axis=-1)[:, :, 1:]`, the best class per box by `.max(axis=2)`, and the number of boxes kept read on the host by `(scores > self.thresh).sum(axis=1).max().asscalar()` to pick the top-k size."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 2, 2)]


class Net(nn.HybridBlock):
    def __init__(self, num_classes=3, thresh=0.3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.num_classes = num_classes
        self.thresh = thresh
        with self.name_scope():
            self.conf = nn.Conv2D(2 * (num_classes + 1), 1, in_channels=3)

    def hybrid_forward(self, F, x):
        conf = self.conf(x).transpose((0, 2, 3, 1)).reshape((0, -1, self.num_classes + 1))
        scores = F.softmax(conf, axis=-1)[:, :, 1:].max(axis=2)
        k = int((scores > self.thresh).sum(axis=1).max().asscalar())
        return F.topk(scores, k=max(k, 1), ret_typ='value', axis=1)
