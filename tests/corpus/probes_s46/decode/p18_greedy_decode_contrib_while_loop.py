"""Greedy decoding by `F.contrib.while_loop` for a python number of steps: the condition compares the step counter (a tensor) with the limit, the body feeds back the argmax token."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 6)]


class Net(HybridBlock):
    def __init__(self, vocab=9, units=6, max_steps=4, **kwargs):
        super().__init__(**kwargs)
        self._steps = max_steps
        with self.name_scope():
            self.embed = nn.Embedding(vocab, 5)
            self.cell = rnn.GRUCell(units, input_size=5)
            self.out = nn.Dense(vocab, in_units=units)

    def hybrid_forward(self, F, enc_state):
        tokens = F.zeros_like(F.slice_axis(enc_state, axis=1, begin=0, end=1)).squeeze(axis=1)
        step0 = F.zeros((1,))

        def cond(i, tok, h):
            return i < self._steps

        def body(i, tok, h):
            out, states = self.cell(self.embed(tok), [h])
            nxt = F.argmax(self.out(out), axis=-1)
            return nxt, (i + 1, nxt, states[0])

        outputs, _ = F.contrib.while_loop(cond, body, [step0, tokens, enc_state], max_iterations=self._steps)
        return F.transpose(outputs)
