"""A place-recognition head returning several global descriptors in a dict (`gem`, `vlad`, `mean`) from a
method without F that is handed the maps; the caller concatenates them in a fixed python order
`[desc[k] for k in self.order]` and L2-normalises."""
import mxnet as mx
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4, 4)]


class MultiDescriptor(HybridBlock):
    def __init__(self, num_clusters=2, dim=6, order=("gem", "vlad", "mean"), **kwargs):
        super().__init__(**kwargs)
        self.order = list(order)
        with self.name_scope():
            self.assign = nn.Conv2D(num_clusters, kernel_size=1)
            self.p = self.params.get("p", shape=(1,), init=mx.init.Constant(3.0))

    def describe(self, F, x, p):
        flat = x.reshape((0, 0, -1))
        a = self.assign(x).reshape((0, 0, -1)).softmax(axis=1)
        gem = F.broadcast_power(F.broadcast_power(x.clip(1e-6, 1e6), p.reshape((1, 1, 1, 1))).mean(axis=(2, 3)),
                                1.0 / p.reshape((1, 1)))
        return {"gem": gem, "vlad": F.batch_dot(a, flat, transpose_b=True).reshape((0, -1)), "mean": flat.mean(axis=2)}

    def hybrid_forward(self, F, x, p):
        desc = self.describe(F, x, p)
        return F.L2Normalization(F.concat(*[desc[k] for k in self.order], dim=1), mode="instance")


Net = MultiDescriptor
