"""Exploration mix whose uniform over legal actions divides the (B, A) mask by its (B, 1) keepdims count
with a plain `/`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 6), (3, 5)]


class PlainUniformPolicy(HybridBlock):
    def __init__(self, n_actions=5, epsilon=0.1, **kwargs):
        super().__init__(**kwargs)
        self.epsilon = epsilon
        with self.name_scope():
            self.pf = nn.Dense(n_actions)

    def hybrid_forward(self, F, state, mask_in):
        mask = (mask_in > -0.5).astype("float32")
        probs = F.softmax(self.pf(state) - (1.0 - mask) * 1e9, axis=-1)
        uniform = mask / F.sum(mask, axis=1, keepdims=True)
        return (1.0 - self.epsilon) * probs + self.epsilon * uniform


Net = PlainUniformPolicy
