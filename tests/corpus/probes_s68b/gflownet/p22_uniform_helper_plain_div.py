"""Exploration with the uniform over legal actions built by a module helper without F,
`uniform_over(mask)`, which divides the (B, A) mask by its (B, 1) keepdims count with a plain `/`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 6), (3, 5)]


def uniform_over(mask):
    return mask / mask.sum(axis=1, keepdims=True)


class HelperUniformPolicy(HybridBlock):
    def __init__(self, n_actions=5, epsilon=0.1, **kwargs):
        super().__init__(**kwargs)
        self.epsilon = epsilon
        with self.name_scope():
            self.pf = nn.Dense(n_actions)

    def hybrid_forward(self, F, state, mask_in):
        mask = (mask_in > -0.5).astype("float32")
        probs = F.softmax(self.pf(state) - (1.0 - mask) * 1e9, axis=-1)
        return (1.0 - self.epsilon) * probs + self.epsilon * uniform_over(mask)


Net = HelperUniformPolicy
