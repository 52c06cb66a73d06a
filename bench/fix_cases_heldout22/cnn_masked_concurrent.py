"""Multi-width CNN text classifier of a text-classification course assignment: the padding mask is
reshaped from its own shape with the NDArray module (`mx.nd.reshape(mask,
shape=(mask.shape[0], mask.shape[1], 1))`) and multiplied in with `mx.nd.broadcast_mul` before a
channel axis is added and two HybridConcurrent stacks of convolutions run, in a helper
(`from_embedding(self, F, ...)`) that hybrid_forward calls.

Source: a public Gluon models module of a student's CNN/DAN/LSTM text-classification assignment
found with find_string (id 8531909209, "class CNNTextClassifier(HybridBlock)"); CNNTextClassifier
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
    filter_widths : list of int, default = [3,4]
        The widths for each set of filters
    num_filters : int, default = 100
        Number of filters for each width
    num_conv_layers : int, default = 3
        Number of convolutional layers (conv + pool)
    intermediate_pool_size: int, default = 3
    """
    def __init__(self, emb_input_dim=20, emb_output_dim=6, num_classes=2, dr=0.2,filter_widths=[3,4],
                 num_filters=100, num_conv_layers=3, intermediate_pool_size=3):
        super(Net, self).__init__()
        self.embedding = nn.Embedding(input_dim=emb_input_dim, output_dim=emb_output_dim)
        self.concurrent = gluon.contrib.nn.HybridConcurrent(axis=2)
        self.concurrent2 = gluon.contrib.nn.HybridConcurrent(axis=2)

        with self.name_scope():
            # define layers
            self.localPooling= nn.AvgPool2D(pool_size=(2,1))
            self.GlobalPooling = nn.GlobalMaxPool2D()
            self.drop = nn.Dropout(dr)
            self.out = nn.Dense(num_classes)

            for width in filter_widths:
                self.mlp = nn.HybridSequential()
                self.mlp.add(nn.Conv2D(channels=num_filters, kernel_size=(width, emb_output_dim), activation="relu"))
                self.mlp.add(self.localPooling)
                self.concurrent.add(self.mlp)

            for width in filter_widths:
                self.mlp = nn.HybridSequential()
                self.mlp.add(nn.Conv2D(channels=num_filters, kernel_size=(width, 1), activation="relu"))
                self.concurrent2.add(self.mlp)

            self.concurrent2.add(self.GlobalPooling)
            self.concurrent2.add(self.drop)

    def from_embedding(self, F, embedded, mask):
        reshape = mx.nd.reshape(mask, shape=(mask.shape[0], mask.shape[1], 1) )
        result = mx.nd.broadcast_mul(embedded, reshape)

        result = F.expand_dims(result, axis=1)
        result = self.concurrent(result)
        result = self.concurrent2(result)
        result = self.out(result)
        return result
        
    def hybrid_forward(self, F, data, mask):
        embedded = self.embedding(data)
        return self.from_embedding(F, embedded, mask)
