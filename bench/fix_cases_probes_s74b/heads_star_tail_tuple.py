"""A multi-head spatial attention that splits a 1x1 conv's channels into heads keeping the map:
`q.reshape((b, self.heads, -1, *q.shape[-2:]))` -- the tuple form, the spatial axes spread from
the end of the shape -- then a per-head softmax over the positions.

Pattern: heads split the way non-local / criss-cross attention blocks in Gluon segmentation code
read it; written for this set."""
from mxnet.gluon import nn


INPUTS = [(2, 8, 5, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.heads = 2
        with self.name_scope():
            self.q = nn.Conv2D(8, 1, in_channels=8)

    def hybrid_forward(self, F, x):
        b = x.shape[0]
        q = self.q(x)
        q = q.reshape((b, self.heads, -1, *q.shape[-2:]))
        a = F.softmax(q.reshape((0, 0, 0, -1)), axis=-1).reshape_like(q)
        return (a * q).sum(axis=2)
