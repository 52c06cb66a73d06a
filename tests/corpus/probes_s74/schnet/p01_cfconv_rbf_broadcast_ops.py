"""SchNet continuous-filter convolution (Schuett et al.): pairwise distances from positions by
broadcast_sub of expand_dims views, a Gaussian RBF expansion against centres held as a constant, a
filter network (Dense, flatten=False), and the message sum over neighbours by broadcast_mul."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8), (2, 5, 3)]


class CFConv(HybridBlock):
    def __init__(self, feats=8, n_rbf=6, cutoff=3.0, gamma=10.0, **kwargs):
        super().__init__(**kwargs)
        self.gamma = gamma
        with self.name_scope():
            self.mu = self.params.get_constant("mu", np.linspace(0, cutoff, n_rbf).astype("float32"))
            self.filt = nn.Dense(feats, flatten=False, activation="tanh")
            self.in2f = nn.Dense(feats, flatten=False, use_bias=False)

    def hybrid_forward(self, F, x, pos, mu):
        diff = F.broadcast_sub(F.expand_dims(pos, 2), F.expand_dims(pos, 1))
        d = F.sqrt(F.sum(F.square(diff), axis=-1) + 1e-9)
        rbf = F.exp(-self.gamma * F.square(F.broadcast_sub(F.expand_dims(d, -1), mu.reshape((1, 1, 1, -1)))))
        w = self.filt(rbf)
        h = F.expand_dims(self.in2f(x), 1)
        return F.sum(F.broadcast_mul(h, w), axis=2)


Net = CFConv
