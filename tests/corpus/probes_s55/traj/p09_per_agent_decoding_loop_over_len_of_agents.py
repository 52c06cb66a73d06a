"""Per-agent decoding loop `for i in range(len(pos))` over the agents of a scene, each agent's row taken by `slice_axis` and decoded alone."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 2)]


class PerAgentDecoder(HybridBlock):
    def __init__(self, horizon=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.dec = nn.Dense(horizon * 2, in_units=2)

    def hybrid_forward(self, F, pos):
        outs = []
        for i in range(len(pos)):
            agent = F.slice_axis(pos, axis=0, begin=i, end=i + 1)
            outs.append(self.dec(agent))
        return F.concat(*outs, dim=0)


Net = PerAgentDecoder
