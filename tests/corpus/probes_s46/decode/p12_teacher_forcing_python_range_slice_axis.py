"""Teacher-forced GRU decoder unrolled over a python number of steps: each step's input is `slice_axis` of the target embeddings, outputs stacked on the time axis."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 4, 5), (2, 6)]


class Decoder(HybridBlock):
    def __init__(self, vocab=9, units=6, max_steps=4, **kwargs):
        super().__init__(**kwargs)
        self._steps = max_steps
        with self.name_scope():
            self.embed = nn.Embedding(vocab, 5)
            self.cell = rnn.GRUCell(units, input_size=5)
            self.out = nn.Dense(vocab, in_units=units)

    def hybrid_forward(self, F, target_tokens, enc_state):
        emb = self.embed(F.clip(F.floor((target_tokens + 1) * 4), 0, 8))   # (N, T, K, 5): K token candidates a step
        emb = F.mean(emb, axis=2)                                              # averaged to (N, T, 5)
        state = [enc_state]
        logits = []
        for t in range(self._steps):
            step_in = F.squeeze(F.slice_axis(emb, axis=1, begin=t, end=t + 1), axis=1)
            out, state = self.cell(step_in, state)
            logits.append(self.out(out))
        return F.stack(*logits, axis=1)


class Net(Decoder):
    pass
