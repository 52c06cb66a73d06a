"""Exploration: the sampling distribution mixes the policy with a uniform over the legal actions,
`(1 - eps) * softmax + eps * mask / n_legal`, the (B, 1) count of legal actions divided in by
`broadcast_div`; a python-valued `if self.epsilon` skips the mix when exploration is off."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 6), (3, 5)]


class ExploringPolicy(HybridBlock):
    def __init__(self, n_actions=5, epsilon=0.1, **kwargs):
        super().__init__(**kwargs)
        self.epsilon = epsilon
        with self.name_scope():
            self.pf = nn.Dense(n_actions)

    def hybrid_forward(self, F, state, mask_in):
        mask = (mask_in > -0.5).astype("float32")
        logits = self.pf(state) - (1.0 - mask) * 1e9
        probs = F.softmax(logits, axis=-1)
        if self.epsilon:
            uniform = F.broadcast_div(mask, F.sum(mask, axis=1, keepdims=True))
            probs = (1.0 - self.epsilon) * probs + self.epsilon * uniform
        return probs


Net = ExploringPolicy
