"""A GFlowNet step that picks the greedy action in numpy (`probs.asnumpy().argmax(1)`) and returns its
one-hot with the log-probabilities."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 6)]


class GreedyStep(HybridBlock):
    def __init__(self, n_actions=5, **kwargs):
        super().__init__(**kwargs)
        self.n = n_actions
        with self.name_scope():
            self.pf = nn.Dense(n_actions)

    def hybrid_forward(self, F, state):
        log_pf = F.log_softmax(self.pf(state), axis=-1)
        best = log_pf.asnumpy().argmax(axis=1)
        onehot = F.one_hot(F.zeros_like(F.slice_axis(log_pf, axis=1, begin=0, end=1)).reshape((-1,))
                           + float(best[0]), self.n)
        return log_pf, onehot


Net = GreedyStep
