"""GFlowNet forward policy: an MLP over the state, logits of illegal actions replaced by -1e9 with
`F.where` on the legal-action mask (`mask_in > 0`), a masked log-softmax."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 6), (3, 5)]


class ForwardPolicy(HybridBlock):
    def __init__(self, n_actions=5, hidden=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.trunk = nn.HybridSequential()
            self.trunk.add(nn.Dense(hidden, activation="relu"), nn.Dense(hidden, activation="relu"))
            self.pf = nn.Dense(n_actions)

    def hybrid_forward(self, F, state, mask_in):
        logits = self.pf(self.trunk(state))
        legal = mask_in > 0
        logits = F.where(legal, logits, F.ones_like(logits) * -1e9)
        return F.log_softmax(logits, axis=-1)


Net = ForwardPolicy
