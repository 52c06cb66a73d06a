"""Decision Transformer evaluation head with several python target returns (a constructor list, one per
conditioning run): for each target the returns-to-go are `target - cumulative rewards`, the cumulative rewards
built once by a python loop into a dict keyed by step and read back by `[seen[t] for t in range(T)]`; plain `-`
of a python float and a (B, 1) tensor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4)]


class MultiTargetRTG(HybridBlock):
    def __init__(self, T=4, targets=(1.0, 3.6), d=8, **kwargs):
        super().__init__(**kwargs)
        self.T, self.targets = T, list(targets)
        with self.name_scope():
            self.embed_rtg = nn.Dense(d, flatten=False, in_units=1)

    def hybrid_forward(self, F, rewards):
        seen = {0: F.zeros_like(rewards.slice_axis(axis=1, begin=0, end=1))}
        for t in range(1, self.T):
            seen[t] = seen[t - 1] + rewards.slice_axis(axis=1, begin=t - 1, end=t)
        cum = F.concat(*[seen[t] for t in range(self.T)], dim=1)
        return [self.embed_rtg((target - cum).expand_dims(-1)) for target in self.targets]


Net = MultiTargetRTG
