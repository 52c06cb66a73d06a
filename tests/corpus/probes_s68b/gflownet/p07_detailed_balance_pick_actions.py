"""Detailed balance: one flow/policy network called on s and on s', the taken action's forward and
backward log-probabilities picked by `F.pick` with indices from `argmax` of the recorded one-hot,
`(log F(s) + log PF(a|s) - log F(s') - log PB(s|s')) ** 2`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 6), (3, 6), (3, 5)]


class FlowPolicy(HybridBlock):
    def __init__(self, n_actions=5, **kwargs):
        super().__init__(**kwargs)
        self.n = n_actions
        with self.name_scope():
            self.net = nn.Dense(2 * n_actions + 1)

    def hybrid_forward(self, F, state):
        out = self.net(state)
        pf = F.log_softmax(F.slice_axis(out, axis=1, begin=0, end=self.n), axis=1)
        pb = F.log_softmax(F.slice_axis(out, axis=1, begin=self.n, end=2 * self.n), axis=1)
        return pf, pb, F.slice_axis(out, axis=1, begin=2 * self.n, end=None).reshape((-1,))


class DetailedBalance(HybridBlock):
    def __init__(self, n_actions=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.model = FlowPolicy(n_actions)

    def hybrid_forward(self, F, s, s_next, action_onehot):
        a = F.argmax(action_onehot, axis=1)
        pf, _, log_f = self.model(s)
        _, pb_next, log_f_next = self.model(s_next)
        lhs = log_f + F.pick(pf, a, axis=1)
        rhs = log_f_next + F.pick(pb_next, a, axis=1)
        return F.mean(F.square(lhs - rhs))


Net = DetailedBalance
