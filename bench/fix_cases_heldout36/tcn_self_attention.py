"""A temporal convolutional network with self-attention for time series in Gluon (a stored public
file, id 20518569319, its repository not named in the store; the file also builds NDArrayIters and
an RNN baseline): `TemporalConvNet` stacks dilated causal `Conv1D`s, each followed by `Chomp1d`,
which drops the right padding with `x[:, :, :-self.chomp_size]`, and `Self_Attn1D`, which reads
`batch_size = x.shape[0]` (unused) and adds `params['gamma']*out` -- a (1,) Parameter times a
(n, c, w) map.  Eagerly NDArrays slice, have a shape and broadcast `*`; hybridized a Symbol takes
only an integer index, has no `shape`, and its `*` does not broadcast.

Source: the stored file as written, `Chomp1d`, `Self_Attn1D` and `TemporalConvNet` (its loss,
upsampling, activations, the 2-D attention -- which calls a `nn.Conv2d` Gluon does not have -- the
iterators and the RNN model dropped).  Net: two levels, kernel 2, 8 filters each, so the
attention's query/key get 8 // 8 = 1 channel; the constructor's print removed, gamma drawn from Uniform(1).  Input: a (2, 3, 8)
batch of 3-feature sequences (NCW).
"""
import numpy as np
import mxnet as mx
from mxnet import gluon
from mxnet.gluon import nn

INPUTS = [(2, 3, 8)]


class Chomp1d(gluon.HybridBlock):
    def __init__(self, chomp_size):
        super(Chomp1d, self).__init__()
        self.chomp_size = chomp_size

    def hybrid_forward(self, F, x):
        if self.chomp_size == 0:
            return x
        else:
            return x[:, :, :-self.chomp_size] # remove right padding


class Self_Attn1D(gluon.HybridBlock):
    def __init__(self, in_dim, activation, **kwargs):
        super(Self_Attn1D, self).__init__(**kwargs)
        self.activation = activation
        #self.query_conv = nn.Conv1D(channels=in_dim//8, kernel_size=1)
        #self.key_conv = nn.Conv1D(channels=in_dim//8, kernel_size=1)
        self.query_conv = nn.Conv1D(channels=in_dim//8, kernel_size=1)
        self.key_conv = nn.Conv1D(channels=in_dim//8, kernel_size=1)
        self.value_conv = nn.Conv1D(channels=in_dim, kernel_size=1)
        self.gamma = self.params.get('gamma', shape=1)

    def hybrid_forward(self, F, x, *args, **params):
        """
        x: (n,c,w)
        """
        #pdb.set_trace()
        batch_size = x.shape[0]
        proj_query = F.transpose(self.query_conv(x), axes=(0,2,1)) # nwc
        proj_key = self.key_conv(x) # ncw
        energy = F.batch_dot(proj_query, proj_key) # nww
        attention = F.softmax(energy) # nww
        proj_value = self.value_conv(x) # ncw

        out = F.batch_dot(proj_value, attention) # ncw
        out = params['gamma']*out + x
        return out


class TemporalConvNet(gluon.HybridBlock):

    def __init__(self, input_shape, filter_list, num_filters, dropout=0., Attention=True, **kwargs):
        super(TemporalConvNet, self).__init__(**kwargs)
        self.c = input_shape[1] # input: n,c,w

        with self.name_scope():
            self._convNet = nn.HybridSequential()
            for i,kernel_size in enumerate(filter_list):
                dilation = 2 ** i
                padding = (kernel_size-1)*dilation
                nb_filter = num_filters[i]
                self._convNet.add(
                    nn.Conv1D(channels=nb_filter, kernel_size=kernel_size, strides=1, padding=padding, dilation=dilation, layout='NCW', activation='relu'),
                    nn.BatchNorm(axis=2),
                    #nn.Conv1D(channels=nb_filter, kernel_size=kernel_size, strides=1, padding=padding, dilation=dilation, layout='NCW', activation='relu'),
                    #nn.BatchNorm(axis=2),
                    Chomp1d(padding),
                    nn.Dropout(dropout),
                    Self_Attn1D(nb_filter, 'relu'),
                )
            self._downsample = None

    def hybrid_forward(self, F, x, *args, **params):
        """
        """
        #pdb.set_trace()
        convi = self._convNet(x)  #O: (n, num_filter, w)
        if self._downsample is not None: # differ from original
            convi = self._downsample(convi)
        #out = convi + x # (n, c, w)
        out = convi
        #return F.relu(out)
        return out


class Net(TemporalConvNet):
    def __init__(self):
        super(Net, self).__init__((2, 3, 8), [2, 2], [8, 8])
        # gamma declares no initializer and the harness's Xavier needs 2-d arrays; non-zero, so
        # the attention term counts in the comparison
        for blk in self._convNet:
            if isinstance(blk, Self_Attn1D):
                blk.gamma.init = mx.init.Uniform(1.0)
