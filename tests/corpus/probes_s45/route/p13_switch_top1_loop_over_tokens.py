"""Switch routing that dispatches each token in a python loop over `range(len(choice))` with `int(choice[i])`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 8)]


class Net(HybridBlock):
    def __init__(self, num_experts=3, units=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.router = nn.Dense(num_experts, in_units=8)
            self.experts = nn.HybridSequential()
            for _ in range(num_experts):
                self.experts.add(nn.Dense(units, in_units=8))

    def hybrid_forward(self, F, tokens):
        choice = F.argmax(self.router(tokens), axis=-1)
        rows = []
        for i in range(len(choice)):
            token = F.slice_axis(tokens, axis=0, begin=i, end=i + 1)
            rows.append(self.experts[int(choice[i].asscalar())](token))
        return F.concat(*rows, dim=0)
