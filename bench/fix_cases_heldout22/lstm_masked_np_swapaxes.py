"""LSTM text classifier of a text-classification course assignment: the time and batch axes are
swapped with numpy's function on tensors (`np.swapaxes(data, 0, 1)`, which calls the NDArray's
own swapaxes), and the padding mask is reshaped from its own shape with the NDArray module
(`mx.nd.reshape(mask, shape=(mask.shape[0], mask.shape[1], 1))`), swapped with
`np.swapaxes` and multiplied in with `mx.nd.broadcast_mul`, in a helper
(`from_embedding(self, F, ...)`) that hybrid_forward calls.

Source: a public Gluon models module of a student's CNN/DAN/LSTM text-classification assignment
found with find_string (id 8531909209, "class CNNTextClassifier(HybridBlock)"); LSTMTextClassifier
unchanged but renamed `Net` (the module's other classes and its unused `import gluonnlp` left
out).  Completed: the embedding sizes default to 0 in the original; here emb_input_dim=20,
emb_output_dim=6 so that `Net()` builds.  Inputs: token ids (4, 8), mask (4, 8).
"""
import mxnet as mx
import numpy as np
from mxnet import gluon
from mxnet.gluon import nn
from mxnet.gluon import HybridBlock

INPUTS = [(4, 8), (4, 8)]


class Net(HybridBlock):
    """
    Parameters
    ----------
    emb_input_dim : int
        The dimensionality of the vocabulary (input to Embedding layer)
    emb_output_dim : int
        The dimensionality of the embedding
    num_classes : int, default 2
        Number of categories in classifier output    
    dr : float, default 0.2
        Dropout rate
    """
    def __init__(self, emb_input_dim=20, emb_output_dim=6, num_classes=2, dr=0.2):
        super(Net, self).__init__()
        self.embedding = nn.Embedding(input_dim=emb_input_dim, output_dim=emb_output_dim)
        self.mlp = nn.HybridSequential()
        self.lstm = gluon.rnn.LSTM(100)
        self.drop = nn.Dropout(dr)
        self.out = nn.Dense(num_classes)

        with self.name_scope():
            self.mlp.add(self.drop)
            self.mlp.add(self.out)
            
    def from_embedding(self, F, embedded, mask):
        """
        Implements the rest of the computation from the embedding
        """
        # apply mask to input data
        reshape = mx.nd.reshape(mask, shape=(mask.shape[0], mask.shape[1], 1) )
        reshape = np.swapaxes(reshape, 0, 1)
        embedded = mx.nd.broadcast_mul(embedded, reshape)

        result = self.lstm(embedded)
        result = np.swapaxes(result, 0, 1)
        result = self.mlp(result)
        return result

    def hybrid_forward(self, F, data, mask):
        data = np.swapaxes(data, 0, 1)
        embedded = self.embedding(data)
        return self.from_embedding(F, embedded, mask)
