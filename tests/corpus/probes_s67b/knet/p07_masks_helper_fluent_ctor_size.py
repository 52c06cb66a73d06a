"""K-Net mask output in a module helper without F: `to_masks(logits, size)` calls only fluent methods
(`.sigmoid().reshape((0, 0, h, w))`) with the size a constructor tuple; the thing/stuff split is done by
`F.split` into a python list of two groups (sizes from the constructor) and `slice_axis`."""
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 4, 4)]


def to_masks(logits, size):
    h, w = size
    return logits.sigmoid().reshape((0, 0, h, w))


class FluentMasks(HybridBlock):
    def __init__(self, num_things=2, num_stuff=2, channels=6, feat_size=(4, 4), **kwargs):
        super().__init__(**kwargs)
        self.num_things, self.num_stuff = num_things, num_stuff
        self.size = tuple(feat_size)
        with self.name_scope():
            self.kernels = self.params.get("kernels", shape=(num_things + num_stuff, channels), init=init.Normal(0.1))

    def hybrid_forward(self, F, x, kernels):
        feats = x.reshape((0, 0, -1))
        k = F.broadcast_like(kernels.expand_dims(0), x, lhs_axes=(0,), rhs_axes=(0,))
        logits = F.batch_dot(k, feats)
        things = logits.slice_axis(axis=1, begin=0, end=self.num_things)
        stuff = logits.slice_axis(axis=1, begin=self.num_things, end=None)
        return [to_masks(t, self.size) for t in (things, stuff)]


Net = FluentMasks
