"""ELMo's character encoder: character ids `(B, T, C)` folded to `(B * T, C)` from `B, T, C = chars.shape`, embedded and transposed to `(B * T, E, C)`, one convolution per width, the max over characters, concatenated and viewed back as `(B, T, -1)`."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 6)]


class Net(nn.HybridBlock):
    def __init__(self, vocab=10, emb=4, widths=(1, 2, 3), filters=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.emb = nn.Embedding(vocab, emb)
            self.convs = nn.HybridSequential()
            for w in widths:
                self.convs.add(nn.Conv1D(filters, w, in_channels=emb))

    def hybrid_forward(self, F, chars):
        B, T, C = chars.shape
        ids = F.abs(chars * 9).floor().reshape((B * T, C))
        e = self.emb(ids).transpose((0, 2, 1))
        pooled = [F.max(F.tanh(conv(e)), axis=2) for conv in self.convs]
        return F.concat(*pooled, dim=1).reshape((B, T, -1))
