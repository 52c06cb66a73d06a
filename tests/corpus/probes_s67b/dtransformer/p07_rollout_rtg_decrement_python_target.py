"""Decision Transformer rollout bookkeeping in the graph: the returns-to-go of a played episode, the python
target return (a constructor argument) decremented by the rewards seen so far, built step by step into a
python list of (B, 1) tensors from `slice_axis` and concatenated; the list starts from a `zeros_like`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5)]


class RolloutReturnsToGo(HybridBlock):
    def __init__(self, T=5, target_return=3.6, scale=1.0, d=8, **kwargs):
        super().__init__(**kwargs)
        self.T = T
        self.target = target_return / scale
        self.scale = scale
        with self.name_scope():
            self.embed_rtg = nn.Dense(d, flatten=False, in_units=1)

    def hybrid_forward(self, F, rewards):
        seen = F.zeros_like(rewards.slice_axis(axis=1, begin=0, end=1))
        rtg = []
        for t in range(self.T):
            rtg.append(self.target - seen)
            seen = seen + rewards.slice_axis(axis=1, begin=t, end=t + 1) / self.scale
        rtg = F.concat(*rtg, dim=1)
        return self.embed_rtg(rtg.expand_dims(-1))


Net = RolloutReturnsToGo
