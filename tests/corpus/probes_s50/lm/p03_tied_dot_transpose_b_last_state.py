"""Next-token head over the last hidden state: `SequenceLast` of a (T, N, D) sequence and `F.dot(h, weight, transpose_b=True)` against the tied embedding Parameter."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 2), (2,)]


class Net(HybridBlock):
    def __init__(self, vocab_size=10, dim=4, max_len=5, **kwargs):
        super().__init__(**kwargs)
        self.vocab_size, self.dim, self.max_len = vocab_size, dim, max_len
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(vocab_size, dim))
            self.mix = nn.Dense(dim, flatten=False, in_units=dim)

    def hybrid_forward(self, F, raw_tokens, raw_lengths, weight):
        tokens = F.clip(F.floor((raw_tokens + 1) * 0.5 * self.vocab_size), 0, self.vocab_size - 1)
        lengths = F.clip(F.round((raw_lengths + 1) * 0.5 * self.max_len), 1, self.max_len)
        h = F.tanh(self.mix(F.Embedding(tokens, weight, input_dim=self.vocab_size, output_dim=self.dim)))
        last = F.SequenceLast(h, sequence_length=lengths, use_sequence_length=True)   # (N, D)
        return F.log_softmax(F.dot(last, weight, transpose_b=True), axis=-1)
