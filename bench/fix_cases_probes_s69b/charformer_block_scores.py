"""Charformer's GBST with the padding of the public PyTorch port: the character sequence padded to a
multiple of each block size before pooling (`pad = (b - L % b) % b` with `L = x.shape[1]`, written as a
concat of zeros), the upsampled candidates cropped back to L (`[:, :L]`), block scores by a Dense, the
optional score calibration `scores @ scores^T` softmaxed, the weighted sum, and mean downsampling by d_s."""
from mxnet.gluon import nn


INPUTS = [(2, 10, 6)]


class Net(nn.HybridBlock):
    def __init__(self, dim=6, max_block_size=3, ds=2, score_consensus_attn=True, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.max_block_size = max_block_size
        self.ds = ds
        self.score_consensus_attn = score_consensus_attn
        with self.name_scope():
            self.pos_conv = nn.Conv1D(dim, max_block_size, padding=max_block_size // 2, in_channels=dim)
            self.score_fn = nn.Dense(1, in_units=dim, flatten=False)

    def hybrid_forward(self, F, x):
        x = self.pos_conv(x.transpose((0, 2, 1))).transpose((0, 2, 1))
        L = x.shape[1]
        blocks, scores = [], []
        for b in range(1, self.max_block_size + 1):
            pad = (b - L % b) % b
            xp = F.concat(x, F.zeros_like(x.slice_axis(axis=1, begin=0, end=pad)), dim=1) if pad else x
            pooled = F.Pooling(xp.transpose((0, 2, 1)), kernel=(b,), stride=(b,), pool_type='avg')
            block = pooled.transpose((0, 2, 1)).repeat(b, axis=1)[:, :L]
            blocks.append(block)
            scores.append(self.score_fn(block))
        blocks = F.stack(*blocks, axis=2)
        scores = F.softmax(F.concat(*scores, dim=2), axis=2)
        if self.score_consensus_attn:
            sim = F.batch_dot(scores, scores, transpose_b=True)
            scores = F.batch_dot(F.softmax(sim, axis=-1), scores)
        x = (blocks * scores.expand_dims(-1)).sum(axis=2)
        return F.Pooling(x.transpose((0, 2, 1)), kernel=(self.ds,), stride=(self.ds,),
                         pool_type='avg').transpose((0, 2, 1))
