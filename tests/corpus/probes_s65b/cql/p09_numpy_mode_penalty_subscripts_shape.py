"""Numpy-mode (MXNet 2 style) CQL penalty in `forward`: `b = obs.shape[0]`, states tiled by
`np.repeat(obs, r, axis=0)`, Q values regrouped `reshape(b, -1)`, the log-sum-exp by `np.log(np.exp(...)
.sum(axis=1))`, and the data Q read by the python subscript `q_data[:, 0]`. Legal: numpy-mode arrays
slice by subscripts and a traced numpy-mode `forward` sees real shapes."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 4), (2, 2), (6, 2)]


class NumpyCqlPenalty(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.q = nn.Dense(1, in_units=6)

    def forward(self, obs, act, rand_act):
        b = obs.shape[0]
        r = rand_act.shape[0] // b
        q_rand = self.q(np.concatenate([np.repeat(obs, r, axis=0), rand_act], axis=1)).reshape(b, -1)
        q_data = self.q(np.concatenate([obs, act], axis=1))
        return (np.log(np.exp(q_rand).sum(axis=1)) - q_data[:, 0]).mean()


Net = NumpyCqlPenalty
