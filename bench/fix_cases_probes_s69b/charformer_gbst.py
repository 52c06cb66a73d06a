"""Charformer's GBST (gradient-based subword tokenisation): character embeddings (B, L, D) from byte ids,
candidate blocks of sizes 1..M by mean pooling with stride b (`Pooling` over the length axis on (B, D, L)),
each block's vector upsampled back to characters by `repeat(b, axis=1)`, a block score per size by one
Dense shared across sizes, softmax over the M sizes, the position-wise weighted sum of the candidates, and
the downsampling by mean over d_s characters `x.reshape((B, L // self.ds, self.ds, D)).mean(axis=2)` with
`B, L, D = x.shape`."""
from mxnet.gluon import nn


INPUTS = [(2, 12)]


class Net(nn.HybridBlock):
    def __init__(self, vocab=16, dim=8, max_block_size=4, ds=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.vocab = vocab
        self.block_sizes = [b for b in range(1, max_block_size + 1) if 12 % b == 0]
        self.ds = ds
        with self.name_scope():
            self.embed = nn.Embedding(vocab, dim)
            self.score_fn = nn.Dense(1, in_units=dim, flatten=False)

    def hybrid_forward(self, F, byte_ids):
        ids = F.clip(F.floor((byte_ids + 1) * 0.5 * self.vocab), 0, self.vocab - 1)
        x = self.embed(ids)
        B, L, D = x.shape
        blocks = []
        for b in self.block_sizes:
            pooled = F.Pooling(x.transpose((0, 2, 1)), kernel=(b,), stride=(b,), pool_type='avg')
            blocks.append(pooled.transpose((0, 2, 1)).repeat(b, axis=1))
        blocks = F.stack(*blocks, axis=2)
        scores = F.softmax(self.score_fn(blocks), axis=2)
        x = (blocks * scores).sum(axis=2)
        return x.reshape((B, L // self.ds, self.ds, D)).mean(axis=2)
