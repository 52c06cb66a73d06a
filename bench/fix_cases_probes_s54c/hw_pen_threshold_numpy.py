"""Handwriting sampler: the end-of-stroke probability thresholded in numpy into pen-up flags, fed back as an array."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 5, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.head = nn.Dense(3, in_units=4, flatten=False)

    def hybrid_forward(self, F, h):
        o = self.head(h)
        eos = F.sigmoid(o.slice_axis(axis=2, begin=2, end=3))
        pen = nd.array((eos.asnumpy() > 0.5).astype('float32'))
        return F.concat(o.slice_axis(axis=2, begin=0, end=2), pen, dim=2)
