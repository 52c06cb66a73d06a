"""Feature z-scores against running statistics kept as non-trainable (A,) Parameters (`grad_req='null'`), subtracted from and divided into the (B, T, A) panel with plain `-` and `/`."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 3)]


class Net(HybridBlock):
    def __init__(self, assets=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.running_mean = self.params.get("running_mean", shape=(assets,), init=init.Constant(0.1),
                                                grad_req="null")
            self.running_std = self.params.get("running_std", shape=(assets,), init=init.Constant(2.0),
                                               grad_req="null")
            self.head = nn.Dense(1, flatten=False)

    def hybrid_forward(self, F, x, running_mean, running_std):
        z = (x - running_mean) / running_std
        return self.head(z)
