"""Stage outputs kept in a python list for the decoder and rerolled one by one by a module helper,
`[reroll(o, self.mu) for o in feats]`, which reads `B, N, C = x.shape` of each list item."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16, 4)]


def reroll(x, mu):
    B, N, C = x.shape
    hw = int(round((N // (mu * mu)) ** 0.5))
    t = x.reshape((B, mu, mu, hw, hw, C)).transpose((0, 5, 3, 1, 4, 2))
    return t.reshape((B, C, hw * mu, hw * mu))


class ListReroll(HybridBlock):
    def __init__(self, dims=(4, 4), mu=2, **kwargs):
        super().__init__(**kwargs)
        self.mu = mu
        with self.name_scope():
            self.stages = nn.HybridSequential()
            for d in dims:
                self.stages.add(nn.Dense(d, flatten=False, activation="relu"))

    def hybrid_forward(self, F, x):
        feats = []
        for stage in self.stages:
            x = stage(x)
            feats.append(x)
        maps = [reroll(o, self.mu) for o in feats]
        return F.concat(*maps, dim=1)


Net = ListReroll
