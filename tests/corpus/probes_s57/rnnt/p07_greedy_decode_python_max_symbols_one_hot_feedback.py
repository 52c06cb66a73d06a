"""Greedy RNN-T decoding over a fixed python budget of `self.max_symbols` steps on one encoder frame: the argmax label fed back through `one_hot` and an LSTMCell, hypotheses stacked."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 6), (2, 6)]


class GreedyStep(HybridBlock):
    def __init__(self, vocab=5, hidden=6, max_symbols=3, **kwargs):
        super().__init__(**kwargs)
        self.vocab = vocab
        self.max_symbols = max_symbols
        with self.name_scope():
            self.cell = rnn.LSTMCell(hidden, input_size=vocab)
            self.joint = nn.Dense(vocab, in_units=hidden)

    def hybrid_forward(self, F, frame, g0):
        states = [g0, F.zeros_like(g0)]
        g = g0
        outs = []
        for _ in range(self.max_symbols):
            k = F.argmax(self.joint(F.tanh(frame + g)), axis=-1)
            outs.append(k)
            g, states = self.cell(F.one_hot(k, depth=self.vocab), states)
        return F.stack(*outs, axis=1)


Net = GreedyStep
