"""Return features in numpy mode, where basic slicing of symbols is legal: simple returns `p[:, 1:] / p[:, :-1] - 1` and log returns by `np.diff` of `np.log`, stacked for a Dense."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 12)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.score = nn.Dense(1)

    def hybrid_forward(self, F, x):
        p = 1.0 + 0.5 * F.np.abs(x)
        simple = p[:, 1:] / p[:, :-1] - 1
        logret = F.np.diff(F.np.log(p), axis=1)
        return self.score(F.np.concatenate([simple, logret], axis=1))
