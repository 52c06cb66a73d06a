"""hybrid_forward forwards its **kwargs (its Parameters) to a helper that calls `.asscalar()` on one."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4)]


def _apply_gain(F, x, **kw):
    return F.relu(x) * kw["gain"].asscalar()


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.gain = self.params.get("gain", shape=(1,), init="ones")

    def hybrid_forward(self, F, x, **kwargs):
        return _apply_gain(F, x, **kwargs)
