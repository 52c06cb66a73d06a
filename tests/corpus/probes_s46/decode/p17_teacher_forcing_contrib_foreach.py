"""Teacher-forced decoder run by `F.contrib.foreach` over the time-major embeddings, the step function closing over the cell and the output layer."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 4), (2, 6)]


class Net(HybridBlock):
    def __init__(self, vocab=9, units=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.embed = nn.Embedding(vocab, 5)
            self.cell = rnn.GRUCell(units, input_size=5)
            self.out = nn.Dense(vocab, in_units=units)

    def hybrid_forward(self, F, target_tokens, enc_state):
        emb = self.embed(F.clip(F.floor((target_tokens + 1) * 4), 0, 8))     # (N, T, 5)
        emb = F.transpose(emb, axes=(1, 0, 2))                                 # (T, N, 5)

        def step(x_t, states):
            out, new_states = self.cell(x_t, states)
            return self.out(out), new_states

        logits, _ = F.contrib.foreach(step, emb, [enc_state])
        return F.transpose(logits, axes=(1, 0, 2))
