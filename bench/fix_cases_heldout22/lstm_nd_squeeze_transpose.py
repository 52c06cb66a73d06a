"""LSTM tweet classifier of a text-classification course assignment: hybrid_forward calls the
NDArray module's functions imported by name (`from mxnet.ndarray import squeeze, swapaxes`:
`squeeze(data)`, `swapaxes(x, 0, 1)`) and transposes with the `.T` property (`data = data.T`).
Its no-op line `x - self.activation1(x)` (a dropout whose result is dropped) is the author's.

Source: a public Gluon LSTM module of a student's text-classification assignment found with
find_string (id 11285941780, "class LSTMTextClassifier(HybridBlock)"); LSTMTextClassifier
unchanged but renamed `Net`.  Completed: its two required sizes get defaults (emb_input_dim=20,
emb_output_dim=6) so that `Net()` builds.  Inputs: token ids (4, 1, 8), the (batch, 1, length)
layout its comment names.
"""

import mxnet.gluon as gluon
from mxnet.gluon import HybridBlock
from mxnet.ndarray import squeeze, swapaxes

INPUTS = [(4, 1, 8)]


class Net(HybridBlock):

    def __init__(self, emb_input_dim=20, emb_output_dim=6, num_classes=1, prefix=None, params=None):
        super(Net, self).__init__(prefix=prefix, params=params)

        with self.name_scope():

            self.embedding = gluon.nn.Embedding(emb_input_dim, emb_output_dim)

            self.lstm = gluon.rnn.LSTM(hidden_size=100)
            self.activation1 = gluon.nn.Dropout(0.2)
            self.out = gluon.nn.Dense(num_classes)

    def hybrid_forward(self, F, data):
        # data.shape is a triple of (16, 1, 64). Need to eliminate that redundant second dimension and transpose it
        # before attaching the embeddings
        data = squeeze(data)
        data = data.T
        embedded = self.embedding(data)

        x = self.lstm(embedded)
        x - self.activation1(x)

        # Swap the first and second axes to bring it from (length, batch size, width) to (batch size, length, width),
        # before passing it to the outer layer (only recurrent layers use the first ordering).
        x = swapaxes(x, 0, 1)

        x = self.out(x)

        return x
