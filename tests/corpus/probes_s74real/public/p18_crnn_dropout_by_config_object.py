"""Adapted from cnocr 1.2.2 (cnocr/symbols/crnn.py, CRnn): dropout applied under `if hp.dropout > 0:`
of a hyper-parameter object kept on the block, then `F.squeeze(axis=2)` and a `(2, 0, 1)` transpose
to TNC for the sequence model."""
import mxnet as mx
from mxnet.gluon import nn

INPUTS = [(2, 1, 1, 6)]


class HParams:
    dropout = 0.0
    num_hidden = 3


class CRnn(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.hp = HParams()
        self.emb_model = nn.Conv2D(4, (1, 3), padding=(0, 1))
        self.dropout = nn.Dropout(self.hp.dropout)
        self.seq_model = mx.gluon.rnn.LSTM(self.hp.num_hidden, bidirectional=True)

    def hybrid_forward(self, F, X):
        embs = self.emb_model(X)
        hp = self.hp
        if hp.dropout > 0:
            embs = self.dropout(embs)
        embs = F.squeeze(embs, axis=2)
        embs = F.transpose(embs, axes=(2, 0, 1))
        return self.seq_model(embs)


Net = CRnn
