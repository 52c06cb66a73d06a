"""A dynamic filter network's filtering layer: a filter-generating Dense predicts a kxk filter per sample and channel from a code, the batch is folded into channels (`x.reshape((1, b * c, h, w))` of the unpacked shape) and one grouped convolution with `num_group=b * c` applies each sample's own filters."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 6, 6), (2, 5)]


class Net(nn.HybridBlock):
    def __init__(self, channels=3, k=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.k = k
        with self.name_scope():
            self.gen = nn.Dense(channels * k * k, in_units=5)

    def hybrid_forward(self, F, x, code):
        b, c, h, w = x.shape
        filt = self.gen(code).reshape((b * c, 1, self.k, self.k))
        out = F.Convolution(x.reshape((1, b * c, h, w)), filt, kernel=(self.k, self.k), pad=(1, 1),
                            num_filter=b * c, num_group=b * c, no_bias=True)
        return out.reshape((b, c, h, w))
