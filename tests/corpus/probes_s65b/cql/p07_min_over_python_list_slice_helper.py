"""CQL ensemble target with a module helper `min_q(F, qs)` folding `F.minimum` over `qs[1:]`, a python
list of (B, 1) tensors (a list slice, not a tensor subscript), and `qs[0]` its first item; the heads a
`HybridSequential` of Q networks iterated in the forward."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4), (2, 2)]


def min_q(F, qs):
    out = qs[0]
    for q in qs[1:]:
        out = F.minimum(out, q)
    return out


class EnsembleMinTarget(HybridBlock):
    def __init__(self, num_heads=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.heads = nn.HybridSequential()
            for _ in range(num_heads):
                self.heads.add(nn.Dense(1))

    def hybrid_forward(self, F, obs, act):
        sa = F.concat(obs, act, dim=1)
        return min_q(F, [head(sa) for head in self.heads])


Net = EnsembleMinTarget
