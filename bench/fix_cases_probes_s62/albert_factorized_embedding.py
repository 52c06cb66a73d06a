"""ALBERT's factorized embedding: token ids embedded at a small width E, positions
`self.position(F.arange(seq_len))` with `seq_len = tokens.shape[1]` added by a plain `+` of (B, L, E)
and (L, E), LayerNorm, projected to the hidden width by a Dense, and the padding zeroed by a mask
built from the valid lengths by `F.arange(seq_len).expand_dims(0) < valid_length.expand_dims(1)`."""
from mxnet.gluon import nn


INPUTS = [(2, 5), (2,)]


class Net(nn.HybridBlock):
    def __init__(self, vocab_size=10, embed_size=3, hidden_size=8, max_length=16, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.vocab_size = vocab_size
        with self.name_scope():
            self.word_embed = nn.Embedding(vocab_size, embed_size)
            self.position = nn.Embedding(max_length, embed_size)
            self.embed_ln = nn.LayerNorm(in_channels=embed_size)
            self.embed_proj = nn.Dense(hidden_size, in_units=embed_size, flatten=False)

    def hybrid_forward(self, F, tokens, valid_length):
        ids = F.round(F.abs(tokens) * (self.vocab_size - 1))
        seq_len = tokens.shape[1]
        valid_length = F.round((valid_length + 1) * seq_len / 2)
        emb = self.word_embed(ids) + self.position(F.arange(seq_len))
        hidden = self.embed_proj(self.embed_ln(emb))
        mask = F.arange(seq_len).expand_dims(0) < valid_length.expand_dims(1)
        return hidden * mask.expand_dims(-1)
