"""TabNet attentive transformer over a python number of decision steps: a mask is the softmax of the prior-scaled feature scores (`prior * scores`, both (N, D)), the prior is updated by `prior * (gamma - mask)`, and the masked features feed each step's Dense; the prior starts as `ones_like(x)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class Net(HybridBlock):
    def __init__(self, dim=6, steps=3, hidden=4, gamma=1.3, **kwargs):
        super().__init__(**kwargs)
        self.steps, self.gamma = steps, gamma
        with self.name_scope():
            self.attn = nn.HybridSequential()
            self.feat = nn.HybridSequential()
            for _ in range(steps):
                self.attn.add(nn.Dense(dim, in_units=dim))
                self.feat.add(nn.Dense(hidden, activation="relu", in_units=dim))
            self.out = nn.Dense(1, in_units=hidden)

    def hybrid_forward(self, F, x):
        prior = F.ones_like(x)
        total = None
        for i in range(self.steps):
            mask = F.softmax(prior * self.attn[i](x), axis=-1)
            prior = prior * (self.gamma - mask)
            h = self.feat[i](mask * x)
            total = h if total is None else total + h
        return self.out(total)
