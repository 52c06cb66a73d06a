"""Pyramid-scene-parsing pooling that needs the map's size for its pooling kernels: `layer_size =
_input.shape[2]` under `if isinstance(_input, NDArray):`, and an explicit `raise NotImplementedError`
for Symbols -- the author's own "not hybridizable" first version (the file's docstring says so; the
repository later adds a hybridizable rewrite built from splits and global pooling).

Source: feevos/resuneta @ 49d26563f8, nn/pooling/psp_pooling_understanding_nonHybrid.py (PSP_Pooling)
unchanged but for the class name (`Net`), a default `_nfilters=8` so that `Net()` builds it, and the
project import `from resuneta.nn.layers.conv2Dnormed import *` replaced by that module's
Conv2DNormed class (nn/layers/conv2Dnormed.py, same commit), copied below unchanged. Input: a
(2, 8, 8, 8) feature map (pooling kernels 8, 4, 2, 1).
"""
from mxnet import gluon
from mxnet.gluon import  HybridBlock
from mxnet.ndarray import NDArray

INPUTS = [(2, 8, 8, 8)]

class Conv2DNormed(HybridBlock):
    """
        Convenience wrapper layer for 2D convolution followed by a normalization layer 
        (either BatchNorm or InstanceNorm). 
        norm_type: Either BatchNorm (default) or InstanceNorm strings. 
        axis : axis in normalization (exists only in BatchNorm). 
        All other keywords are the same as gluon.nn.Conv2D 
    """

    def __init__(self,  channels, kernel_size, strides=(1, 1), 
                 padding=(0, 0), dilation=(1, 1),   activation=None, 
                 weight_initializer=None,  in_channels=0, _norm_type = 'BatchNorm', axis =1 ,**kwards):
        HybridBlock.__init__(self,**kwards)

        if (_norm_type == 'BatchNorm'):
            self.norm = gluon.nn.BatchNorm
        elif (_norm_type == 'SyncBatchNorm'):
            self.norm = gluon.contrib.nn.SyncBatchNorm
            _prefix = "_SyncBN"
        elif (_norm_type == 'InstanceNorm'):
            self.norm = gluon.nn.InstanceNorm

        elif (_norm_type == 'LayerNorm'):
            self.norm = gluon.nn.LayerNorm
        else:
            raise NotImplementedError


        with self.name_scope():
            self.conv2d = gluon.nn.Conv2D(channels, kernel_size = kernel_size, 
                                          strides= strides, 
                                          padding=padding,
                                          dilation= dilation, 
                                          activation=activation, 
                                          use_bias=False, 
                                          weight_initializer = weight_initializer, 
                                          in_channels=0)

            self.norm_layer = self.norm(axis=axis)


    def hybrid_forward(self,F,_x):

        x = self.conv2d(_x)
        x = self.norm_layer(x)

        return x



class Net(HybridBlock):
    
    """
    Pyramid Scene Parsing pooling layer, as defined in Zhao et al. 2017 (https://arxiv.org/abs/1612.01105)        
    This is only the pyramid pooling module. 
    INPUT:
        layer of size Nbatch, Nchannel, H, W
    OUTPUT:
        layer of size Nbatch,  Nchannel, H, W. 

    """

    def __init__(self, _nfilters=8, _norm_type = 'BatchNorm', **kwards):
        HybridBlock.__init__(self,**kwards)

        self.nfilters = _nfilters

        # This is used as a container (list) of layers
        self.convs = gluon.nn.HybridSequential()
        with self.name_scope():
            
            self.convs.add(Conv2DNormed(self.nfilters//4,kernel_size=(1,1),padding=(0,0), prefix="_conv1_"))
            self.convs.add(Conv2DNormed(self.nfilters//4,kernel_size=(1,1),padding=(0,0), prefix="_conv2_"))
            self.convs.add(Conv2DNormed(self.nfilters//4,kernel_size=(1,1),padding=(0,0), prefix="_conv3_"))
            self.convs.add(Conv2DNormed(self.nfilters//4,kernel_size=(1,1),padding=(0,0), prefix="_conv4_"))
        

        self.conv_norm_final = Conv2DNormed(channels = self.nfilters, 
                                            kernel_size=(1,1),
                                            padding=(0,0),
                                            _norm_type=_norm_type)



    def hybrid_forward(self,F,_input):

        # This if statement could be slowing down the performance. 
        if isinstance(_input,NDArray):
            layer_size = _input.shape[2]
        else :
             raise NotImplementedError
             #layer_size = _input.infer_shape()

        p = [_input]
        for i in range(4):
            
            pool_size = layer_size // (2**i) # Need this to be integer 
            x = F.Pooling(_input,kernel=[pool_size,pool_size],stride=[pool_size,pool_size],pool_type='max')
            x = F.UpSampling(x,sample_type='nearest',scale=pool_size) 
            x = self.convs[i](x)
            p += [x]

        out = F.concat(p[0],p[1],p[2],p[3],p[4],dim=1)
        
        out = self.conv_norm_final(out)

        return out


