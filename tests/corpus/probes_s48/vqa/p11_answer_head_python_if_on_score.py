"""Answer head that abstains when unsure: `if F.max(probs) < self.threshold` returns a zero answer vector, else the probabilities."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 8), (3, 8)]


class Net(HybridBlock):
    def __init__(self, dim=8, num_answers=4, threshold=0.99, **kwargs):
        super().__init__(**kwargs)
        self.threshold = threshold
        with self.name_scope():
            self.head = nn.Dense(num_answers, in_units=dim)

    def hybrid_forward(self, F, v, q):
        probs = F.softmax(self.head(v * q), axis=-1)
        if F.max(probs) < self.threshold:
            return F.zeros_like(probs)
        return probs
