"""ESIM masked attention in numpy mode: the hypothesis mask `(b_valid > -0.5)[:, None, :]` selects scores with `np.where(mask, e, -1e9)`, both softmaxes by `npx.softmax`, enhancement by `np.concatenate`."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 7, 6), (2, 5, 6), (2, 5)]


class Net(HybridBlock):
    def __init__(self, hidden=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.project = nn.Dense(hidden, flatten=False)

    def hybrid_forward(self, F, a, b, b_valid):
        mask = (b_valid > -0.5)[:, None, :]
        e = F.npx.batch_dot(a, b, transpose_b=True)
        e = F.np.where(mask, e, F.np.full_like(e, -1e9))
        a_tilde = F.npx.batch_dot(F.npx.softmax(e, axis=-1), b)
        return self.project(F.np.concatenate([a, a_tilde, a - a_tilde, a * a_tilde], axis=-1))
