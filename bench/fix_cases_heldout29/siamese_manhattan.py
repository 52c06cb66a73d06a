"""Siamese Manhattan LSTM for duplicate-question detection: both questions' embeddings go through
one bidirectional LSTM, dropout and a Dense layer; the outputs are flattened with
`batchsize = out1.shape[0]` and `out0.reshape(batchsize, -1)` / `out1.reshape(batchsize, -1)` and
compared by `exp(-sum|xx - yy|)`.  Hybridized, `out1.shape` raises AttributeError (and the
positional reshapes fail on a Symbol).

Source: a public Quora-question-pairs notebook exported to python (find_string id 36222641019,
"hybrid_forward(self, F, input):\\n"), `Siamese` as written (the notebook's data loading, the
per-GPU embedding blocks and training are left out).  Built with embedding_dim 8.  Inputs: two
(5, 3, 8) embedded sequences (time, batch, features: the LSTM's default TNC layout).
"""
from mxnet import gluon

INPUTS = [(5, 3, 8), (5, 3, 8)]


class Siamese(gluon.HybridBlock):
    def __init__(self, embedding_dim, **kwargs):
        super(Siamese, self).__init__(**kwargs)
        self.encoder = gluon.rnn.LSTM(50,
                                      bidirectional=True, input_size=embedding_dim)
        self.dropout = gluon.nn.Dropout(0.3)
        self.dense = gluon.nn.Dense(32, activation="relu")
     
    def hybrid_forward(self, F, input0, input1):
        out0emb = input0
        out0 = self.encoder(out0emb)
        out1emb = input1
        out1 = self.encoder(out1emb)
        out0 = self.dense(self.dropout(out0))
        out1 = self.dense(self.dropout(out1))
        batchsize = out1.shape[0]
        xx = out0.reshape(batchsize, -1)
        yy = out1.reshape(batchsize, -1)
        manhattan_dis = F.exp(-F.sum(F.abs(xx - yy), axis=1, keepdims = True)) + 0.0001
        return manhattan_dis


class Net(Siamese):
    def __init__(self):
        super(Net, self).__init__(8)
