"""CNN tweet classifier of a text-classification course assignment: the batch and tweet sizes are
unpacked from the input's shape (`batch_size, tweet_size = data.shape`), the embedding width is
read from the embedded tensor (`embedded.shape[-1]`), and both feed the reshape that adds the
channel axis before a Conv2D (`F.reshape(embedded, (-1, 1, tweet_size, embed_size))`).

Source: a public Gluon models module of a student's CNN/DAN text-classification assignment found
with find_string (id 45614764889, "class CNNTextClassifier(HybridBlock)"); CNNTextClassifier
unchanged but renamed `Net`.  Completed: its three required sizes get defaults
(emb_input_dim=20, emb_output_dim=6, dropout=0.2) so that `Net()` builds.  Inputs: token ids
(4, 8) (floats; the Embedding truncates them).
"""
import mxnet as mx
import numpy as np
from mxnet.gluon import HybridBlock
from mxnet import gluon

INPUTS = [(4, 8)]


class Net(HybridBlock):

    def __init__(self, emb_input_dim=20, emb_output_dim=6, dropout=0.2, num_classes=2, prefix=None, params=None):
        super(Net, self).__init__(prefix=prefix, params=params)

        with self.name_scope():
            self.embedding = gluon.nn.Embedding(emb_input_dim, emb_output_dim)
            self.encoder = gluon.nn.Conv2D(100, 3, activation='relu')
            self.pooler = gluon.nn.AvgPool2D()
            self.output = gluon.nn.HybridSequential()
            with self.output.name_scope():
                self.output.add(gluon.nn.Dropout(dropout))
                self.output.add(gluon.nn.Dense(100))
                self.output.add(gluon.nn.Dense(num_classes))

    def hybrid_forward(self, F, data):
        batch_size, tweet_size = data.shape
        embedded = self.embedding(data)
        embed_size = embedded.shape[-1]
        embedded = F.reshape(embedded, (-1, 1, tweet_size, embed_size))
        encoded = self.encoder(embedded)
        pooled = self.pooler(encoded)
        return self.output(pooled)
