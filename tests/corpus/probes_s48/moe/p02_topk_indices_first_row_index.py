"""Top-1 routing that reads the chosen expert of the first token as `idx[0]` of the `F.topk(ret_typ="indices")` output and sends the whole batch there through a one-hot mask."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 8)]


class Net(HybridBlock):
    def __init__(self, units=8, num_experts=3, **kwargs):
        super().__init__(**kwargs)
        self.num_experts = num_experts
        with self.name_scope():
            self.gate = nn.Dense(num_experts, in_units=units)
            self.experts = nn.HybridSequential()
            for _ in range(num_experts):
                self.experts.add(nn.Dense(units, in_units=units))

    def hybrid_forward(self, F, x):
        idx = F.topk(self.gate(x), k=1, ret_typ="indices", axis=-1)   # (N, 1)
        choice = F.one_hot(idx[0], self.num_experts)                  # expert of the first token
        outs = F.stack(*[e(x) for e in self.experts], axis=0)         # (E, N, D)
        return F.sum(F.broadcast_mul(outs, choice.reshape((-1, 1, 1))), axis=0)
