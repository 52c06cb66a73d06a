"""Greedy decoding that stops the python loop early when every sequence has emitted EOS (`if (tokens == eos).sum() == batch_size: break`)."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 6)]


class Net(HybridBlock):
    def __init__(self, vocab=9, units=6, max_steps=4, eos=1, batch_size=2, **kwargs):
        super().__init__(**kwargs)
        self._steps, self._eos, self._batch = max_steps, eos, batch_size
        with self.name_scope():
            self.embed = nn.Embedding(vocab, 5)
            self.cell = rnn.GRUCell(units, input_size=5)
            self.out = nn.Dense(vocab, in_units=units)

    def hybrid_forward(self, F, enc_state):
        state = [enc_state]
        tokens = F.zeros_like(F.slice_axis(enc_state, axis=1, begin=0, end=1)).squeeze(axis=1)
        outputs = []
        for _ in range(self._steps):
            out, state = self.cell(self.embed(tokens), state)
            tokens = F.argmax(self.out(out), axis=-1)
            outputs.append(tokens)
            if (tokens == self._eos).sum() == self._batch:
                break
        return F.stack(*outputs, axis=1)
